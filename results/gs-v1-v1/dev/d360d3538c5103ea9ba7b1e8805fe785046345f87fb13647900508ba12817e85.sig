{
  "algorithm": "ed25519",
  "content_sha256": "45748eb8db74f38ff971b7381c46f2107b5aef26a374e30aaafef3d88f2658db",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d360d3538c5103ea9ba7b1e8805fe785046345f87fb13647900508ba12817e85",
  "schema": "gridshift.signature/1",
  "signature": "5a6dd6af7cb9f44adafffbfbee17dd5e1b2f8f5eff0ac9e5d06fa6e1996a5d48d19d3c660ae81f7c95c5e6498446c34682a2a730d5682d3809edaa35838c7302"
}
