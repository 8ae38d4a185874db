{
  "algorithm": "ed25519",
  "content_sha256": "7b215c8072f887a6762b7f08ba17c3e8a7b1accda1f769a003e15ac5d67b6557",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fb7d9dae8de8d6972c248890a1017f55a77aee786994d455b30810df87da0bc6",
  "schema": "gridshift.signature/1",
  "signature": "401d3a7a3eaf7b3c26c74b30640e2f0e743fa0bdee18a8b98c58fdb8863cb711d29dbceea0826f231c7ed59156b8f7bf04638838a7b273a2f32ff07a441d5e01"
}
