{
  "algorithm": "ed25519",
  "content_sha256": "67c49dddc084e9a0d370ccba182ed5bbf522af3ecb337ded4724920973d8a466",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bd16efcbc99525b3e35d3de72632aaf02a4bbebaf36a29c99b46afad7614374f",
  "schema": "gridshift.signature/1",
  "signature": "18faa3b275b64176304d732e0028e46cd1af17bd9e25940d4d6311e2cd936b1549624f394e6c568401bacd8aceb14b9c80c1e2a0ebe75dc20da63f065425ce09"
}
