{
  "algorithm": "ed25519",
  "content_sha256": "bf1f89ca51268e6dc66777f782fb137a9e13001e6cb81b99165f0a9307cf15cf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d3b7873419e9d3a577ad836d78e644d2dd8e3a8a285783c3167e8c2cc183010c",
  "schema": "gridshift.signature/1",
  "signature": "9dd875be6fad7b828127eabe5c5456d603bf076d97df486121b9e070aa4087ac7bfd322261bd73cd8fd76b3384e74994c31293fe6c7b4fed6777c146730f300e"
}
