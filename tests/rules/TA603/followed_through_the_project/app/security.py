def check_permission(user):
    return user == "admin"


class Gate:
    def allows(self, user):
        return check_permission(user)
