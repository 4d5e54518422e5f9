"""The program among the others on the computer: one program per data folder (a second start hands over), the
quit signals from the very first moment, and the deal records handed in from the command line or the desktop."""
