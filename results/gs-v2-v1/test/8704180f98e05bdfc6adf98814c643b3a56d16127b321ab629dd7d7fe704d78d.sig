{
  "algorithm": "ed25519",
  "content_sha256": "412c5be2e697d894e3114b0ffd7569977d562c4bf7da9562b2d7ba329e980d2c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8704180f98e05bdfc6adf98814c643b3a56d16127b321ab629dd7d7fe704d78d",
  "schema": "gridshift.signature/1",
  "signature": "89ebcb5557582c8c358b37edc4c55417de774ac8b7a8669af376bf88b42e1236293deaa27021e35d60aa5938546e80171dc7c6fd5521bf1d3fd0748c189f1f0c"
}
