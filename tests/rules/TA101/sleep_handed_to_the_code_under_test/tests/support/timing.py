def traced(function):
    def run(*args):
        print("running", function.__name__)
        return function(*args)

    return run
