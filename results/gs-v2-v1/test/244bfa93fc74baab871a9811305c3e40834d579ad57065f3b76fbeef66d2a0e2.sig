{
  "algorithm": "ed25519",
  "content_sha256": "a2c4ead2a65db44d2330ada4549395c1c181a8cb040f7616516fcaa3c3e1a8d8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "244bfa93fc74baab871a9811305c3e40834d579ad57065f3b76fbeef66d2a0e2",
  "schema": "gridshift.signature/1",
  "signature": "b921326bf23e9353afd21d07ad80d048dda5c9089a66897e2b95f85377c368169fbbbcbc27f1a7d51be0fcda435637a16eacf152356b36f1db81dc04bd910f08"
}
