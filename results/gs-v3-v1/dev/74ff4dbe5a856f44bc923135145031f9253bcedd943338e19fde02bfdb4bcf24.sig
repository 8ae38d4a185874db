{
  "algorithm": "ed25519",
  "content_sha256": "6e15422d424bfc8c5ee00573e27acc2081100a49dfd5eefe0a26f9ffc2cc379f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "74ff4dbe5a856f44bc923135145031f9253bcedd943338e19fde02bfdb4bcf24",
  "schema": "gridshift.signature/1",
  "signature": "b592c5c493a685ab89d6d48204a548ecaceaebdd2d54af9fb4671ea25c1fda87e919ce3f170c7748bbfbafde7e0674b6f58edac2a422f1f256cfacf5877cdf02"
}
