{
  "algorithm": "ed25519",
  "content_sha256": "11fb2d3e6d2df9fbf033149e142f842583e8e9b198b700ef71964b1c589c043a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0aa6eae6d30a742f1ad26bcd08c47619782586303aac64235c18784deeb72874",
  "schema": "gridshift.signature/1",
  "signature": "1333183e546a32d678b6dede8b4fa9ecf09ef621c8e730355cf9ec785cfe40a72a325033d5fae85c6468320c70697d1cba12a94c1ea05dd313cd4a47d87c3506"
}
