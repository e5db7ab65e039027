#include "BatchFuzzObjCExceptions.h"
#include <stdlib.h>
#include <string.h>

#if __APPLE__
#import <Foundation/Foundation.h>

char *bfz_catch_exception(void (*body)(void *), void *context) {
    @try {
        body(context);
        return NULL;
    } @catch (NSException *exception) {
        NSString *text = exception.reason ?: exception.name;
        return strdup(text.UTF8String);
    }
}
#else
// No Objective-C exceptions off Apple platforms: the body runs, nothing is caught.
char *bfz_catch_exception(void (*body)(void *), void *context) {
    body(context);
    return NULL;
}
#endif
