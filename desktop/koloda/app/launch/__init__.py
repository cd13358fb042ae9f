"""Starting and ending the app's process: the system check before Qt loads, one instance per
user and data folder, quitting on Ctrl+C/SIGTERM/SIGHUP, the crash log and dialog."""
