{
  "algorithm": "ed25519",
  "content_sha256": "2b673acce4549311fb1d40b0d08bda517d973f2693614252a4451e00b83e784b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "91f9be5112be0b050585003a11afff810aa12eb34a38dcb18ffe4fbf257e9761",
  "schema": "gridshift.signature/1",
  "signature": "fcf2b3e55ca9dc32b88c298c99d825825474a6d6eb9e9a9213c6650d62fdd3feeb4dcd64eb447221f035faa1d115389687390a92a380b63e57c2b7e556e63f01"
}
