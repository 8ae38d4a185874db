{
  "algorithm": "ed25519",
  "content_sha256": "927653bba0c58df1c9a84f738ed412afc3cee391089713bddce78ac17efffe27",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6f4d2712dc781f4293e514ae746b17e05d353161ac15ce26eb468dc6c106c574",
  "schema": "gridshift.signature/1",
  "signature": "c23d01ec045bc9e1f230f86db8306bd1d1dfa449c5e0bef88efe42656297818f4022eda044eb736dc876e6727ff3be92ac02853289ac7ffff7fc0a64a8914a0c"
}
