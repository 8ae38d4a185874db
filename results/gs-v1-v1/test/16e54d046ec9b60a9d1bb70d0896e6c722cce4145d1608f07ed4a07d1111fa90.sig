{
  "algorithm": "ed25519",
  "content_sha256": "2693562e63e5c26bd8fac05e1b4e4383995b1cd850b6b538099dde337d91a9aa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "16e54d046ec9b60a9d1bb70d0896e6c722cce4145d1608f07ed4a07d1111fa90",
  "schema": "gridshift.signature/1",
  "signature": "38120ba190a6970c8fb16571f1054dccf4a04da86b3ae01dbd9e3a0140e05acc3d7857bf28be3cd241f50bd1698435684ef0334076e28266de921f3a45e1b100"
}
