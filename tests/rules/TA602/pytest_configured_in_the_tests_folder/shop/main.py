import click


class Shell:
    def greet(self, name):
        click.secho(f"hello {name}")
        return self.page(name)

    def page(self, text):
        return text
