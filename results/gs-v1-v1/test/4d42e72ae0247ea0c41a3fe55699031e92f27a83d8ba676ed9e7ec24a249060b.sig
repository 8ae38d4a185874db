{
  "algorithm": "ed25519",
  "content_sha256": "a0382cde13c12eb54c3e8f0467dee62331a446c99d90ebbedf038774a0193bad",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4d42e72ae0247ea0c41a3fe55699031e92f27a83d8ba676ed9e7ec24a249060b",
  "schema": "gridshift.signature/1",
  "signature": "53a2343a60819a6b739343d494e6bfa1377bdaf535534a8f4d954da84fe676e9db89b1481818fa69aab6e29810ce36678aac517d082fb2dbb32f6ebf23cc910c"
}
