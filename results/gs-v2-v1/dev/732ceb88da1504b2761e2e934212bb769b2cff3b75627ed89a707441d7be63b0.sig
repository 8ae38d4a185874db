{
  "algorithm": "ed25519",
  "content_sha256": "2ef4496c3d7c3dd964d5f2a456a8c9bcdb88dd35edebe0995ad49e396930780b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "732ceb88da1504b2761e2e934212bb769b2cff3b75627ed89a707441d7be63b0",
  "schema": "gridshift.signature/1",
  "signature": "064cae8036ad7aa6b31e98843539ae7c23daa705452ddc301764fce87dab23c2870894166692fe9a045915e004871e227e0098d88ba6a6a2219b6a03a39be90a"
}
