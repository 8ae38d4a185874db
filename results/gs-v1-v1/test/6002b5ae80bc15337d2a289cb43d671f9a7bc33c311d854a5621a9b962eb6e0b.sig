{
  "algorithm": "ed25519",
  "content_sha256": "d191a7f2acbd11cc6ded4b9f1483065683f1427851eceab9edd9aa149a36062e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6002b5ae80bc15337d2a289cb43d671f9a7bc33c311d854a5621a9b962eb6e0b",
  "schema": "gridshift.signature/1",
  "signature": "ca46e33b1709794bdd43439119990dac2e5ec7577e1c5d590831c5cae60afe4947d9decb0c30a413d56762f36e64f80cefec15e6bdccdedeb6471ed0c446740d"
}
