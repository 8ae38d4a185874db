{
  "algorithm": "ed25519",
  "content_sha256": "169230d59c73fd8d2d69141afdf87eed4147f36edba8287abd00e182b787bb16",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "862831689f594de2cfabaa575d4540a0b9edf5e92ae481fdf743a2a245a6c393",
  "schema": "gridshift.signature/1",
  "signature": "4a459e319cb71c71af20394cee6f4637e6e05fd42c4fa88ef0fb5a11f949831a9d803611c4d834ccde6a617775f951116018a94f70189ff475b95565340f8706"
}
