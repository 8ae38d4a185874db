{
  "algorithm": "ed25519",
  "content_sha256": "447c1cf3065a4fa6d3df8174d8299768efafe10fb24eac3744f8b2d42517c7c6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f4b1c9c66bd97bb12950cb936aed0404e63c522f15a06613ef72d77e14a0902f",
  "schema": "gridshift.signature/1",
  "signature": "724487a710274d7eb9e1c1563a5f55ae2b4552272c0ddaeaa7c9db370c354d493f136731eb6029e91f0e67e7f840e4546c065f1c1fc861c9712656f6ca879c01"
}
