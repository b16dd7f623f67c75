rate = 0.2
