{
  "algorithm": "ed25519",
  "content_sha256": "c123785b4499bdd9a839a86c4ea845bd1120da757aac5f9285b0e21577ec0713",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "86c45d4e05144b9242a5caeea03576c89a680ab9763a77595562bea8e7fc7091",
  "schema": "gridshift.signature/1",
  "signature": "7c01f13494bd548343ac21beb14c58be15f31a634ed7b2287ae6cffa8983fac42e7ceca7ab64241b87e6ee2af9896a7f007333edd008db36ee52a06ebf63ac0c"
}
