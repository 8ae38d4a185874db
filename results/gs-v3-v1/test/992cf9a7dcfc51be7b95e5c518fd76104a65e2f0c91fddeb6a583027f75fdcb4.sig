{
  "algorithm": "ed25519",
  "content_sha256": "a29f7a8c00ad06ce27c2bb0762d66a114621e175c02a95e8999c4ee92029ec51",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "992cf9a7dcfc51be7b95e5c518fd76104a65e2f0c91fddeb6a583027f75fdcb4",
  "schema": "gridshift.signature/1",
  "signature": "30d79f9f71d18cbaa454c9ff5c0c00442654c8533abe4c40ab78cab9b30b0466161e2c79a61d490c87887a45d51b3a9ae9523d42be6282dbd04673219237e907"
}
