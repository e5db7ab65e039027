import BatchFuzzCommandLine

// The `batchfuzz` tool: the command line over BatchFuzz's own engines.
BatchFuzzCommandLine.main()
