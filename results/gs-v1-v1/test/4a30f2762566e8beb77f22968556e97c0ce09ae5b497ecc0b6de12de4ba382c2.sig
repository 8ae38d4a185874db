{
  "algorithm": "ed25519",
  "content_sha256": "a317b63e9c7ed0ed68084e339ac46e0fcb7109eb8563847301d4ff428a583307",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4a30f2762566e8beb77f22968556e97c0ce09ae5b497ecc0b6de12de4ba382c2",
  "schema": "gridshift.signature/1",
  "signature": "f95fdc2f204dc90af0ba214a6a85ec8b99b848e1ccad8c2a020b079ec451a9ffa01970da70e16eaea7ebc05ed4c4a85728ac467ce73612dfb7ca21d8e9468c0c"
}
