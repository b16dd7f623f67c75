# The copy on disk has no builder; the linted buffer (an editor's unsaved
# version) has one, and it is the buffer that counts.
