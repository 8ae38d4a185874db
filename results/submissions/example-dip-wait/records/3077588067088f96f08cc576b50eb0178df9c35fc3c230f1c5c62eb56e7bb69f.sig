{
  "algorithm": "ed25519",
  "content_sha256": "2c429b29ede042b16f4d0eaf74317579134b1e462b406237fde395f7b17fce2b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3077588067088f96f08cc576b50eb0178df9c35fc3c230f1c5c62eb56e7bb69f",
  "schema": "gridshift.signature/1",
  "signature": "d5aca96f8903d3c6bf3b22b26c39ca7b0b6240955ba855bb668956f8509b6ba09faedf95cecce4e707c6f7d73f6d6405866ece56bd25c249066cbc792b884d0b"
}
