{
  "algorithm": "ed25519",
  "content_sha256": "811985e22088374d7b87ef3009a2cf682c3239bda29c4bd8fa330710a8fc8e14",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f4109274f135e7e157d934ff534c710830aa243689737e690d14f31a2f8c0fd5",
  "schema": "gridshift.signature/1",
  "signature": "eee4f38494a2df2d108c77549ae92402b83ad3ff41523befedb8603a4a552dbceb0198315b6a6ab6aa6842a03505654611d4b3e85d020deeeae82c0441b9c60a"
}
