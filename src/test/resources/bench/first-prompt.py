"""Time from launch to the REPL's first prompt on a pseudo-terminal: median of several runs.

Usage: python3 first-prompt.py RUNS COMMAND...   (prints one line: median, min, max in ms)
"""
import fcntl
import os
import pty
import select
import statistics
import struct
import sys
import tempfile
import termios
import time


def once(command, home):
    env = dict(os.environ, NIM_EXPLORER_HOME=home, TERM="xterm-256color")
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(command[0], command, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 80, 0, 0))
    seen = b""
    while b"nim> " not in seen:
        ready, _, _ = select.select([fd], [], [], 10)
        if not ready:
            raise SystemExit("no prompt within 10 s")
        seen += os.read(fd, 4096)
    elapsed = time.perf_counter() - start
    os.write(fd, b"quit\r")
    os.waitpid(pid, 0)
    return elapsed * 1000


def main():
    runs = int(sys.argv[1])
    with tempfile.TemporaryDirectory() as home:
        times = [once(sys.argv[2:], home) for _ in range(runs)]
    print(f"{statistics.median(times):.0f} ms median (min {min(times):.0f}, max {max(times):.0f})")


main()
