{
  "algorithm": "ed25519",
  "content_sha256": "9bc75777f6bf6e4949b9bb734b0163ab51d2cdfa946def8a264ddfe606fb76e6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d0c2984bdec366737236d0a87f18bd170c2e381ae1eec2018203d803ae5c91b1",
  "schema": "gridshift.signature/1",
  "signature": "64cb643b2ee7f30bcb85f621530fd2932aed62c6c0248d591086ac6cd0b3e8347e3fcda8df242018616eb5db56d9ff1d50db8ed129ddd339e1d304509a1c5c04"
}
