{
  "algorithm": "ed25519",
  "content_sha256": "f7bd7ed4c068c348519e2bd74cb0180a25adfae9762248fb508626c2a07b95d5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6c4c6debf1d1722a40562fdee34e15dc01664673d852f08884ba9e763b4f750c",
  "schema": "gridshift.signature/1",
  "signature": "209fd7708950e09d7a120a0ed031ceffda6c684197ee419d9c9023394d863bc2a748bca78e21650494e8b61e137be66e3697e336eff759fd5b5fd5ead01d9d00"
}
