{
  "algorithm": "ed25519",
  "content_sha256": "a6b35febe4e2f86f707d4f8f579d54e492e58633f2688dddc084943a52466fdf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b5e887cd50dbbc254518a78e5eb3756d4d1d850745cb3f425f9819fad702532d",
  "schema": "gridshift.signature/1",
  "signature": "34a7904a1446b51196d7f144d4739864f90a28b62d506b609aaab1fffd618064c85f3a3900f4a222f3dbdea3c8981c29622b3aa8ca14e82fd5dada41fe420206"
}
