{
  "algorithm": "ed25519",
  "content_sha256": "45b6c55470d247f934787ff179c79be56742b516e37eb7f51cba9a887e3aa984",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d11b95653e97fe1c5baddbee0c36b9a2e3744ca1145d70e9218ead583afa3c75",
  "schema": "gridshift.signature/1",
  "signature": "8e213d24a03d8ebcbda15112c8a517c5998c49bc662fad3845b84be72739692ad0a7de0fe0e5d5ac8ab07963c960e9da055ad74092e9588e19d26ce3e8b78b08"
}
