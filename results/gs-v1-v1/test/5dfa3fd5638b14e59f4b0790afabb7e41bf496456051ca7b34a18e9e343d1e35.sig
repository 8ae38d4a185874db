{
  "algorithm": "ed25519",
  "content_sha256": "dada8d69c3abcb15538b4283dc15f8fb7d53f6a44119db0a5c06c075390411f3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5dfa3fd5638b14e59f4b0790afabb7e41bf496456051ca7b34a18e9e343d1e35",
  "schema": "gridshift.signature/1",
  "signature": "366297457a44053688b206f52bb7b5df5052b754ed1a747da254cbfecbb9193187b2e21caa450cc877dee0a7018bdec7676a9c85a2a49a9aa99b38dec5da3700"
}
