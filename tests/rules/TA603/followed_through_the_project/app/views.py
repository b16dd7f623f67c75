from app import security
from app.security import Gate, check_permission
from .security import check_permission as relative_check


def delete(user):
    return check_permission(user) and relative_check(user) and security.Gate().allows(user)
