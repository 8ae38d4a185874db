{
  "algorithm": "ed25519",
  "content_sha256": "371c9c099c996a8e6eeeed35c15ee028cac4b71e1d6492802a006aae5f863e31",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d5abebb1ecbdddd6123cb2d49592ce534f070fd666afa9d79fe1b26b3d5f424b",
  "schema": "gridshift.signature/1",
  "signature": "9b1751bb39cc2fedf7481795145795cf64ca121676d1212e4b5f4a5d64c5e17a48bd4705744e33cf389f8371b1e55aab02f8fffeba7d26933083d91e1950d70c"
}
