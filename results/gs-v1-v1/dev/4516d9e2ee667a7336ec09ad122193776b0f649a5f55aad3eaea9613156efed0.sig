{
  "algorithm": "ed25519",
  "content_sha256": "efb6a4c3df831912e672c4942165621ad9ddbd067b80c7081c620549bc58961c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4516d9e2ee667a7336ec09ad122193776b0f649a5f55aad3eaea9613156efed0",
  "schema": "gridshift.signature/1",
  "signature": "4fdbb10ed5af53edf28fd70cf36f5f34349cd9e5fd58ed1d0d212e248430c62d9e84eec5536ffa010c353f291eacc2294d68ea10d123c9076647b7db543e5f0d"
}
