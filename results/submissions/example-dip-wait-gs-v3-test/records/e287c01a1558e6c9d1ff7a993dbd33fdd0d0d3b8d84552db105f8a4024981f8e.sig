{
  "algorithm": "ed25519",
  "content_sha256": "178c138046f588f666a08918d4bad0a834b41791cfc658ec67669c9c11258cc3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e287c01a1558e6c9d1ff7a993dbd33fdd0d0d3b8d84552db105f8a4024981f8e",
  "schema": "gridshift.signature/1",
  "signature": "c8ce63ebfd94ee1897272c1200ac1a80132963689a731d32d8ee027a11ff1feef0bbf401fd2d5dc280fa3553454b0815601abb23b2ce823dcbcc1996c4398f05"
}
