{
  "algorithm": "ed25519",
  "content_sha256": "b13526fa9b9d8e5200f096b54d704b10061198024b2d36b994a60fb055ffb457",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "088d5007e0cbac3bd5408f1cb9db3277a59630678dbdd221b765576537a001c1",
  "schema": "gridshift.signature/1",
  "signature": "b27ea001a8d152bb45634577c6e1a31d760cc8be8d912f4b07cd015b1070d452013601be2791ca6fdfabbfe4394c4e542cae8e92f5ef630eb703c2ffb406f906"
}
