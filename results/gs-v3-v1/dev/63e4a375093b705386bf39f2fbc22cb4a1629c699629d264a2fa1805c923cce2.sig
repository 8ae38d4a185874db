{
  "algorithm": "ed25519",
  "content_sha256": "4ed0dc140a9cb241b6590d485d34d358c85e9b3588b745ba0c50204d20908ab4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "63e4a375093b705386bf39f2fbc22cb4a1629c699629d264a2fa1805c923cce2",
  "schema": "gridshift.signature/1",
  "signature": "fa190ad7afc8c7d83d628aa927bba148d0268a3303d9cfa5e2cd304d48d06e4c26f9878b4e252af429aa293e49ee0e4e20043913d4c495f8cff0fe6f8b728201"
}
