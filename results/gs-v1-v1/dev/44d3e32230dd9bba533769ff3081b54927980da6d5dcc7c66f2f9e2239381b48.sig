{
  "algorithm": "ed25519",
  "content_sha256": "e7b75840e07166e6c478a1c7efdcaa71017b8f7cadeebd7f2cbc9cbd8a47ab65",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "44d3e32230dd9bba533769ff3081b54927980da6d5dcc7c66f2f9e2239381b48",
  "schema": "gridshift.signature/1",
  "signature": "bd271a150907cf3295439d8911aec537c27042325059c88b3327f5c6cffc91318a00e5c3e3c6c75acc0de620c599b0d0812697bea2b7db101f15ae6bea268609"
}
