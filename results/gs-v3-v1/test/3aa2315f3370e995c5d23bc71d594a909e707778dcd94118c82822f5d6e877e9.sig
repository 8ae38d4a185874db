{
  "algorithm": "ed25519",
  "content_sha256": "2b06158c2df0aa89357359e1e53d8af587e9b776c8cfa1bb8d6665a803ea8e06",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3aa2315f3370e995c5d23bc71d594a909e707778dcd94118c82822f5d6e877e9",
  "schema": "gridshift.signature/1",
  "signature": "d25f5d88f7af8b5d9dba3380fa0b3e72da112b1549b30c8b1eb3ffdeed62ae9ffaef290bed27e65b6a62c75e32ec1af32ca516e87f66679d3e24121bc5ff8d00"
}
