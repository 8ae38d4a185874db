{
  "algorithm": "ed25519",
  "content_sha256": "ae077f3dfcf87fe8a19b8c51ed5ed6da447c7a51e939e27e17299751fbad97fa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ecf55f878ca52cac845fe654cf4b25e9cbc687323c4802f5cf9f14c08f2910e6",
  "schema": "gridshift.signature/1",
  "signature": "27da8886d67327e1dae69c367f423a05212f03b810a57b71b0e128cd9cf020945c8202ff6fccd575911d267b85d374f07918daec3fdc080741d380b192961f05"
}
