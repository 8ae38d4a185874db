{
  "algorithm": "ed25519",
  "content_sha256": "e951e8a64dcb39fef3ec4305c99b853cdee94bf43b790cd00efa4013ec5f3595",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "00e3aa6f49489eb76677649255b2c8dec8952522fbb17cfb2776b0835dd52df8",
  "schema": "gridshift.signature/1",
  "signature": "fe138a8efa8be13717f60da01f15100090bf3fe8fd74c2e0b7f97052ce921d6a89739a7bd4192b9e70ff0db527e8a777c986cc54cc13d6caa16fedaae4d5500f"
}
