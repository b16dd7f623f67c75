class Party:
    def __init__(self, party_id, name, email, phone):
        self.party_id = party_id
