{
  "algorithm": "ed25519",
  "content_sha256": "a0ff75897a3c6c502591430f04d9f6c353862b5c5363d44c862b192186728489",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f4fbc2b9860858748d08e3ea7da861eebdf4f6e17ac2d8966ec17d08c5dafe6d",
  "schema": "gridshift.signature/1",
  "signature": "ead3e73d3b86bed6ae6925a2c4d358ae6928232576d8279b239d7236070feff7f82fab40451c0e10cb1d2f2931937c963d7e05db45e055e01cef9cf0eba4e40e"
}
