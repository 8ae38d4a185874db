{
  "algorithm": "ed25519",
  "content_sha256": "8f5bae25b75f348b8b320c8bd998e60966dc02bda5f90e4b8161f38acd0de9bc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "32bf6de412727673a7e2f3489897bea25ea928f944faf18ed5b3cc9bb5660927",
  "schema": "gridshift.signature/1",
  "signature": "e55db041c3e9c4df36e9120c0b8a04710959e5334ee3fa4dc65ea6d6fd9cb772f2f30db607b37ca685c87db169fa13f887149386b70b617951d0d3f2969f6f0b"
}
