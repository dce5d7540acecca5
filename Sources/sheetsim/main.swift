import SheetSimCLI

// The executable is only this: run the command line, write what it produced, exit with its status.
SystemIO.exit(CommandLineTool.main(Array(CommandLine.arguments.dropFirst())))
