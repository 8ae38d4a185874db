{
  "algorithm": "ed25519",
  "content_sha256": "04d9b9636ba03653dba72ffd954326f267640e5d0fd796ea7b8381c434a8fa3d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5f09f8cb95f43a655e6695b1ae7f06456d72a917bcfb787b419a934f7096d38f",
  "schema": "gridshift.signature/1",
  "signature": "03fcb0e5f8aa1ed1067cdbd89e15dc341201bdb44396dc43f163a6d53a8779a6b163434a9e5a1095775ac447a2af7786097d8b7334cebc0bc84b7196f1838208"
}
