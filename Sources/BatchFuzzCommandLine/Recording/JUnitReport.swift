import Foundation

/// A JUnit XML report (one test case per engine and flavour), for CI systems that show them.
struct JUnitReport {
    struct Case {
        var name: String
        var seconds: Double
        var failure: String?
        /// Why the run did not finish (an interrupt): reported as an error, not as a pass.
        var error: String?
        /// Why the run never started (an interrupt before it).
        var skipped: String?
        /// What the run covered, as `<system-out>` (an exhaustive run's scope and case count).
        var output: String?

        init(
            name: String, seconds: Double, failure: String? = nil, error: String? = nil, skipped: String? = nil,
            output: String? = nil
        ) {
            self.name = name
            self.seconds = seconds
            self.failure = failure
            self.error = error
            self.skipped = skipped
            self.output = output
        }
    }

    var name: String
    var cases: [Case] = []

    init(name: String) {
        self.name = name
    }

    var xml: String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let failures = cases.filter { $0.failure != nil }.count
        let errors = cases.filter { $0.failure == nil && $0.error != nil }.count
        let skipped = cases.filter { $0.skipped != nil }.count
        let total = cases.reduce(0) { $0 + $1.seconds }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuite name="\#(escape(name))" tests="\#(cases.count)" failures="\#(failures)" errors="\#(errors)" skipped="\#(skipped)" time="\#(total)">"#,
        ]
        for item in cases {
            let open = #"  <testcase classname="batchfuzz" name="\#(escape(item.name))" time="\#(item.seconds)""#
            if let output = item.output {
                lines.append(open + ">")
                if let failure = item.failure {
                    lines.append(
                        #"    <failure message="\#(escape(String(failure.prefix(200))))">\#(escape(failure))</failure>"#
                    )
                } else if let error = item.error {
                    lines.append(#"    <error message="\#(escape(error))"/>"#)
                }
                lines.append("    <system-out>\(escape(output))</system-out>")
                lines.append("  </testcase>")
            } else if let failure = item.failure {
                lines.append(open + ">")
                lines.append(
                    #"    <failure message="\#(escape(String(failure.prefix(200))))">\#(escape(failure))</failure>"#)
                lines.append("  </testcase>")
            } else if let error = item.error {
                lines.append(open + ">")
                lines.append(#"    <error message="\#(escape(error))"/>"#)
                lines.append("  </testcase>")
            } else if let skipped = item.skipped {
                lines.append(open + ">")
                lines.append(#"    <skipped message="\#(escape(skipped))"/>"#)
                lines.append("  </testcase>")
            } else {
                lines.append(open + "/>")
            }
        }
        lines.append("</testsuite>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the report as every file of the tool is written: whole, through a link, into a
    /// pipe or `/dev/null` as a redirection would, never over a device or a folder.
    func write(to path: String) throws(CorpusError) {
        try FileWriter.write(Array(xml.utf8), to: path)
    }
}
