/// Where a check's cases are judged.
package enum CaseIsolation {
    /// In this process: fastest, but a trap in the code under test ends the process.
    case inProcess
    /// In a child process started with this command (``ChildJudge``): a trap is a failure.
    case childProcess(ChildJudge.Command)
    /// This process is that child: the check judges the cases it is sent (``JudgeServer``).
    case serving
}
