{
  "algorithm": "ed25519",
  "content_sha256": "3ae580cfa7b9fb49b13039b1345322c6477de2cb1cee11719f3fec1bfc1ec638",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "80f094db9c667cf62478d81cf39648370259d92cc11b6e87c4e36b74f19f7c66",
  "schema": "gridshift.signature/1",
  "signature": "c1b1a96757a82d986df80c7dbdae1a70db78da3a2e04d4ca7f9204cf2dc04a4e19763aafb61434e7cb13a7e0f93e0e345b997874fa2547724d577af1970ad605"
}
